import { HttpApi, OpenApi } from "effect/http-api";
import { AccountGroup, AuthGroup } from "./auth.js";
import { BrandingGroup, ClientsGroup } from "./clients.js";
import { DevPlansGroup, ReplayGroup } from "./devPlans.js";
import { CertificatesGroup, CertificatesPublicGroup } from "./certificates.js";
import { CatalogueAliasesGroup, CatalogueGroup } from "./catalogue.js";
import { CalendarFeedGroup, CalendarGroup } from "./calendar.js";
import { CodesGroup, RegistrationGroup } from "./codes.js";
import { CoursesGroup } from "./courses.js";
import { DashboardGroup } from "./dashboard.js";
import { FaqGroup } from "./faq.js";
import { FormsGroup } from "./forms.js";
import { LearningGroup } from "./learning.js";
import { LearningProfileGroup } from "./learningProfile.js";
import { LibraryGroup, LibraryPublicGroup } from "./library.js";
import { ListsGroup } from "./lists.js";
import { LogsGroup } from "./logs.js";
import { MailGroup } from "./mail.js";
import { NewsGroup } from "./news.js";
import { NotificationsGroup } from "./notifications.js";
import { ScormContentGroup, ScormGroup } from "./scorm.js";
import { SchemaErrors } from "./security.js";
import { SystemGroup } from "./system.js";
import { UserProgressGroup } from "./userProgress.js";
import { UsersGroup } from "./users.js";
import { WidgetsGroup } from "./widgets.js";
import { WorkflowAnalyticsGroup } from "./workflowAnalytics.js";
import { WorkflowAssignmentGroup } from "./workflowAssignment.js";
import { WorkflowsGroup } from "./workflows.js";

/** The whole API: one group per area, everything under /api. */
export class Api extends HttpApi.make("stride")
  .add(SystemGroup)
  .add(AuthGroup)
  .add(AccountGroup)
  .add(BrandingGroup)
  .add(ClientsGroup)
  .add(NotificationsGroup)
  .add(DashboardGroup)
  .add(LogsGroup)
  .add(MailGroup)
  .add(ListsGroup)
  .add(UsersGroup, UserProgressGroup)
  .add(FormsGroup)
  .add(CatalogueAliasesGroup)
  .add(NewsGroup)
  .add(WidgetsGroup)
  // last: its `/:resource` paths must not shadow the named calls above
  .add(CatalogueGroup)
  .add(DevPlansGroup, ReplayGroup)
  .add(LibraryGroup, LibraryPublicGroup)
  .add(WorkflowsGroup, WorkflowAssignmentGroup, WorkflowAnalyticsGroup)
  .add(LearningGroup, LearningProfileGroup)
  .add(FaqGroup)
  .add(CoursesGroup)
  .add(CertificatesGroup, CertificatesPublicGroup)
  .add(ScormGroup, ScormContentGroup)
  .add(CalendarGroup, CalendarFeedGroup)
  .add(CodesGroup, RegistrationGroup)
  .middleware(SchemaErrors)
  .prefix("/api")
  .annotate(OpenApi.Title, "Stride API") {}
