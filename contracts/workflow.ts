/**
 * The one shape of a status workflow (issue 36; orders, prescriptions, appointments): a table of the changes the
 * desk may make (`*_TRANSITIONS`, per fulfilment where the path differs) and a table of what the customer may do
 * in each status (`*_CUSTOMER_MAY`). Server and pages read the same tables: the server to refuse (409/403), the
 * pages to offer only the buttons that will be taken, and SQL conditions are built from them, not written out.
 */
export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;
export type CustomerMay<S extends string, A extends string> = Readonly<Record<S, readonly A[]>>;

export const customerMay = <S extends string, A extends string>(table: CustomerMay<S, A>, status: S, action: A): boolean =>
  (table[status] ?? []).includes(action);

/** The statuses in which the customer may do `action`, in the table's order (for a SQL `in (...)`). */
export const statusesWhereCustomerMay = <S extends string, A extends string>(table: CustomerMay<S, A>, action: A): S[] =>
  (Object.keys(table) as S[]).filter((status) => table[status].includes(action));

/** The statuses from which the desk may still move on: the open ones, in the table's order. */
export const statusesWithNextStep = <S extends string>(table: Transitions<S>): S[] => (Object.keys(table) as S[]).filter((status) => table[status].length > 0);

/** The statuses from which `target` can still be reached, one step or several (not `target` itself). */
export const statusesBefore = <S extends string>(table: Transitions<S>, target: S): S[] => {
  const before = new Set<S>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const status of Object.keys(table) as S[]) {
      if (before.has(status) || status === target) continue;
      if (table[status].some((next) => next === target || before.has(next))) {
        before.add(status);
        grew = true;
      }
    }
  }
  return (Object.keys(table) as S[]).filter((status) => before.has(status));
};
