import type { AccountsTables } from '../features/accounts/accounts.tables.ts';
import type { AuthTables } from '../features/auth/auth.tables.ts';
import type { CatalogTables } from '../features/catalog/catalog.tables.ts';
import type { OrdersTables } from '../features/orders/orders.tables.ts';
import type { SimulatorTables } from '../providers/simulator/simulator.tables.ts';
import type { ContentTables } from '../features/content/content.tables.ts';
import type { CompanionTables } from '../features/companion/companion.tables.ts';
import type { OperatorsTables } from '../features/operators/operators.tables.ts';
import type { RefundsTables } from '../features/refunds/refunds.tables.ts';
import type { UploadsTables } from '../features/uploads/uploads.tables.ts';
import type { HealthTables } from '../features/health/health.tables.ts';

/**
 * The database as Kysely sees it: every part's tables, each declared beside the code that owns it (its `*.tables.ts`),
 * with the migration that creates them in db/migrations. Times are integer milliseconds since the epoch (UTC) so both
 * dialects compare and sort them the same way.
 */
export interface Database
  extends
    AccountsTables,
    AuthTables,
    CatalogTables,
    OrdersTables,
    SimulatorTables,
    ContentTables,
    CompanionTables,
    OperatorsTables,
    RefundsTables,
    UploadsTables,
    HealthTables {}

export type { AccountsTable, LearnersTable } from '../features/accounts/accounts.tables.ts';
export type { SessionsTable, SmsCodesTable } from '../features/auth/auth.tables.ts';
export type {
  PlansTable,
  AssessmentQuestionsTable,
  AssessmentResultsTable,
  ServicePeriodsTable,
} from '../features/catalog/catalog.tables.ts';
export type { OrdersTable, OrderEventsTable, PaymentAttemptsTable } from '../features/orders/orders.tables.ts';
export type { PaymentSimulatorTransactionsTable } from '../providers/simulator/simulator.tables.ts';
export type { SiteContentTable } from '../features/content/content.tables.ts';
export type {
  KnowledgePointsTable,
  LessonsTable,
  ExercisesTable,
  ExerciseKnowledgePointsTable,
  StudyPlansTable,
  PlanTasksTable,
  LearnerMasteryTable,
  PracticeSetsTable,
  PracticeAnswersTable,
  NotificationsTable,
  ChatMessagesTable,
} from '../features/companion/companion.tables.ts';
export type {
  OperatorsTable,
  OperatorSessionsTable,
  OperatorLoginChallengesTable,
  OperatorAuditLogTable,
} from '../features/operators/operators.tables.ts';
export type { RefundsTable } from '../features/refunds/refunds.tables.ts';
export type { UploadsTable } from '../features/uploads/uploads.tables.ts';
export type { HealthProbeTable } from '../features/health/health.tables.ts';
