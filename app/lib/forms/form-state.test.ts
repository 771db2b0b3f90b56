import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, CUSTOMER_ROLE, loginSchema, resetPasswordSchema, signupSchema } from "#contracts/auth.ts";
import { formReducer, validateForm, type FormState } from "./form-state.ts";

describe("validateForm", () => {
  it("gives the spec's text for each invalid field, the first one per field", () => {
    const result = validateForm(loginSchema, { email: "", password: "", remember: false });
    expect(result.errors).toEqual({ email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired });
    expect(result.errors?.email).toBe("Email is required");
  });
  it("puts a cross-field message on the field the schema names", () => {
    const result = validateForm(resetPasswordSchema, { newPassword: "Secret12!", confirmNewPassword: "Secret12?" });
    expect(result.errors).toEqual({ confirmNewPassword: "Passwords don't match!" });
  });
  it("returns the parsed data when everything passes", () => {
    const result = validateForm(loginSchema, { email: "Anna@Example.CH", password: "x", remember: true });
    expect(result).toEqual({ data: { email: "anna@example.ch", password: "x", remember: true }, errors: null });
  });
});

describe("formReducer: validate on submit, then live", () => {
  const reduce = formReducer<{ email: string; password: string }>(loginSchema);
  const start: FormState<{ email: string; password: string }> = { values: { email: "", password: "" }, errors: {}, submitted: false };

  it("checks nothing while the form is filled in the first time", () => {
    const typed = reduce(start, { type: "change", patch: { email: "not-empty" } });
    expect(typed.errors).toEqual({});
    expect(reduce(typed, { type: "change", patch: { email: "" } }).errors).toEqual({});
  });

  it("shows every message on submit, then updates them on each change", () => {
    const submitted = reduce(start, { type: "submit" });
    expect(submitted.errors).toEqual({ email: "Email is required", password: "Password is required" });
    const fixed = reduce(submitted, { type: "change", patch: { email: "anna@example.ch" } });
    expect(fixed.errors).toEqual({ password: "Password is required" });
    const broken = reduce(fixed, { type: "change", patch: { email: "" } });
    expect(broken.errors).toEqual({ email: "Email is required", password: "Password is required" });
  });

  it("starts over after a reset", () => {
    const submitted = reduce(start, { type: "submit" });
    const reset = reduce(submitted, { type: "reset", values: { email: "", password: "" } });
    expect(reset).toEqual(start);
    expect(reduce(reset, { type: "change", patch: { email: "x" } }).errors).toEqual({});
  });

  it("prefills only the fields still empty: what was typed before the values came stays", () => {
    const typed = reduce(start, { type: "change", patch: { password: "typed first" } });
    const prefilled = reduce(typed, { type: "prefill", values: { email: "anna@example.ch", password: "from the profile" } });
    expect(prefilled.values).toEqual({ email: "anna@example.ch", password: "typed first" });
    expect(reduce(prefilled, { type: "prefill", values: { email: "other@example.ch" } })).toBe(prefilled);
    // After a submit, a prefilled field is checked like a typed one.
    const submitted = reduce(start, { type: "submit" });
    expect(reduce(submitted, { type: "prefill", values: { email: "anna@example.ch" } }).errors).toEqual({ password: "Password is required" });
  });

  it("checks what the schema reads when the form sends more than its fields", () => {
    const values = { name: "Anna", surname: "Muster", email: "anna@example.ch", password: "Secret12!", passwordConfirm: "Other12!", birthdate: "1990-05-04", address: "Rheinweg 1, 4058 Basel" };
    const withRole = formReducer<typeof values>(signupSchema, (v) => ({ ...v, role: CUSTOMER_ROLE }));
    const submitted = withRole({ values, errors: {}, submitted: false }, { type: "submit" });
    expect(submitted.errors).toEqual({ passwordConfirm: "Passwords do not match" });
    expect(withRole(submitted, { type: "change", patch: { passwordConfirm: "Secret12!" } }).errors).toEqual({});
  });
});

describe("formReducer: the server's messages", () => {
  const reduce = formReducer<{ email: string; password: string }>(loginSchema);
  const filled: FormState<{ email: string; password: string }> = { values: { email: "anna@example.ch", password: "x" }, errors: {}, submitted: true };

  it("shows them at their fields and drops each when its own field changes", () => {
    const refused = reduce(filled, { type: "server", errors: { email: "Taken", password: "Too weak" } });
    expect(refused.errors).toEqual({ email: "Taken", password: "Too weak" });
    const edited = reduce(refused, { type: "change", patch: { email: "berta@example.ch" } });
    expect(edited.errors).toEqual({ password: "Too weak" });
    expect(reduce(edited, { type: "submit" }).errors).toEqual({});
  });

  it("lets the schema's message win where both speak", () => {
    const refused = reduce(filled, { type: "server", errors: { password: "Too weak" } });
    expect(reduce(refused, { type: "change", patch: { email: "" } }).errors).toEqual({ email: "Email is required", password: "Too weak" });
  });
});
