// The production limits and budgets (server/env.ts defaults), which tests/setup/server-process.ts
// lifts for load tests: the benches that measure the intake as a flood or a crowd meets it put
// them back, behind one trusted proxy whose X-Forwarded-For names each sender.
export const PRODUCTION_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '10',
  INTAKE_BUDGET_PER_MINUTE: '60',
  INTAKE_BUDGET_PER_NETWORK_PER_HOUR: '5',
  TRUST_PROXY_HOPS: '1',
};
