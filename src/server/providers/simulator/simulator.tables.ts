/** A payment simulator's transaction (PAYMENT_MODE=simulator): its JSON state, per provider and out_trade_no. */
export interface PaymentSimulatorTransactionsTable {
  provider: string;
  out_trade_no: string;
  data: string;
  created_at: number;
  updated_at: number;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface SimulatorTables {
  payment_simulator_transactions: PaymentSimulatorTransactionsTable;
}
