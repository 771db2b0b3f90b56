import type { AppDeps } from "./http/deps.ts";

/**
 * First start on an empty database: seed the catalogue, so `npm start` shows a full shop.
 * The catalogue generator registers itself here (issue: catalogue); until then there is nothing to seed.
 */
export async function seedIfEmpty(_deps: AppDeps): Promise<void> {}
