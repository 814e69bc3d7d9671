// Loads every area's projection so that the registry is complete (server, rebuild, seed and tests).
import "./auth/projection.js";
import "./clients/projection.js";
import "./devPlans/projection.js";
import "./logs/projection.js";
import "./notifications/projection.js";
import "./users/projection.js";
import "./users/groupsProjection.js";
import "./lists/projection.js";
import "./catalogue/projection.js";
import "./library/projection.js";
import "./mail/projection.js";
