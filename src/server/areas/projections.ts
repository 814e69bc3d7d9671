// Loads every area's projection so that the registry is complete (server, rebuild, seed and tests).
import "./auth/projection.js";
import "./clients/projection.js";
import "./logs/projection.js";
import "./notifications/projection.js";
import "./users/projection.js";
