import { sql } from "drizzle-orm";

/**
 * The audit trail is read one line per changed field (GET /api/backoffice/audit), but a new article is stored as one
 * row: `field` CREATED_FIELDS and `to` the list of its fields as `[{ field, to }]`, in the order given. Seven rows per
 * new article, each with its four index entries, were the largest share of a first load's writes (bench:import,
 * record 033); every other change (edits, imports' updates, stock, orders) keeps its row per field.
 */
export const CREATED_FIELDS = "*";

/**
 * catalogue_audit as lines, a row per field: `id` (text; a created article's lines are `<row>.<n>`), `row_id` and `n`
 * (the order within a row, 0 for a row of one field), and the table's columns. A filter on pharmacode, job_id or at
 * reaches the table's indexes through it (a plain lateral join: the planner pulls the subquery up).
 */
export const auditLines = sql`(
  select a.id::text || coalesce('.' || e.n, '') as id, a.id as row_id, coalesce(e.n, 0) as n, a.at, a.by, a.pharmacode,
    coalesce(e.line ->> 'field', a.field) as field,
    case when e.line is null then a."from" end as "from",
    case when e.line is null then a."to" else e.line -> 'to' end as "to",
    a.source, a.job_id, a.reference
  from catalogue_audit a
  left join lateral jsonb_array_elements(case when a.field = ${CREATED_FIELDS} then a."to" end) with ordinality as e(line, n) on true
)`;
