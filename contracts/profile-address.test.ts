import { describe, expect, it } from "vitest";
import { splitProfileAddress } from "./profile-address.ts";

describe("splitProfileAddress", () => {
  it("splits street, postcode and city", () => {
    expect(splitProfileAddress("Rheingasse 1, 4058 Basel")).toEqual({ street: "Rheingasse 1", zip: "4058", city: "Basel" });
    expect(splitProfileAddress("Bahnhofstrasse 12a 8001 Zürich")).toEqual({ street: "Bahnhofstrasse 12a", zip: "8001", city: "Zürich" });
    expect(splitProfileAddress("Seeweg 3, CH-6003 Luzern")).toEqual({ street: "Seeweg 3", zip: "6003", city: "Luzern" });
  });
  it("keeps an address it cannot read in the street", () => {
    expect(splitProfileAddress("Postfach")).toEqual({ street: "Postfach", zip: "", city: "" });
    expect(splitProfileAddress(undefined)).toEqual({ street: "", zip: "", city: "" });
  });
});
