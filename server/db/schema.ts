// Every table module, collected for Drizzle's relational queries. Add a domain's module here when it is created.
import * as platform from "./schema/platform.ts";
import * as catalogue from "./schema/catalogue.ts";
import * as accounts from "./schema/accounts.ts";
import * as search from "./schema/search.ts";
import * as laboratory from "./schema/laboratory.ts";
import * as mail from "./schema/mail.ts";
import * as shopping from "./schema/shopping.ts";
import * as appointments from "./schema/appointments.ts";
import * as desk from "./schema/desk.ts";
import * as guestAccess from "./schema/guest-access.ts";
import * as prescriptions from "./schema/prescriptions.ts";
import * as orders from "./schema/orders.ts";
import * as backoffice from "./schema/backoffice.ts";

export const schema = { ...platform, ...catalogue, ...accounts, ...search, ...mail, ...shopping, ...laboratory, ...appointments, ...desk, ...guestAccess, ...prescriptions, ...orders, ...backoffice };
