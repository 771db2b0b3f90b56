import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, isPlausibleBirthdate, loginSchema, passwordProblem, signupSchema } from "./auth.ts";

describe("passwordProblem (spec §5: a later failing rule overwrites the earlier message)", () => {
  it.each([
    ["", AUTH_MESSAGES.passwordRequired],
    ["abc", AUTH_MESSAGES.passwordSpecial],
    ["abc!", AUTH_MESSAGES.passwordNumber],
    ["abc1!", AUTH_MESSAGES.passwordLength],
    ["abcdefgh", AUTH_MESSAGES.passwordSpecial],
    ["abcdefg!", AUTH_MESSAGES.passwordNumber],
    ["abcdefg1", AUTH_MESSAGES.passwordSpecial],
    ["abcdef1&", null],
    ["ÄÖÜäöü1*", null],
  ])("%j → %s", (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it("accepts exactly the special characters ! @ # $ % ^ & *", () => {
    for (const ch of "!@#$%^&*") expect(passwordProblem(`abcdefg1${ch}`)).toBeNull();
    for (const ch of "?-_.+()") expect(passwordProblem(`abcdefg1${ch}`)).toBe(AUTH_MESSAGES.passwordSpecial);
  });
});

describe("isPlausibleBirthdate", () => {
  it("accepts real past dates from 1900 on and nothing else", () => {
    expect(isPlausibleBirthdate("2000-02-29")).toBe(true);
    expect(isPlausibleBirthdate("1900-01-01")).toBe(true);
    expect(isPlausibleBirthdate("1899-12-31")).toBe(false);
    expect(isPlausibleBirthdate("2001-02-29")).toBe(false);
    expect(isPlausibleBirthdate("15.06.1985")).toBe(false);
    expect(isPlausibleBirthdate("2999-01-01")).toBe(false);
  });
});

describe("schemas", () => {
  it("lower-cases and trims e-mails and ignores the client's role", () => {
    const parsed = signupSchema.parse({
      name: " Anna ",
      surname: "Muster",
      email: "  Anna@Example.CH ",
      password: "Sicher123!",
      passwordConfirm: "Sicher123!",
      birthdate: "1990-01-01",
      address: "Basel",
      role: 1,
    });
    expect(parsed.email).toBe("anna@example.ch");
    expect(parsed.name).toBe("Anna");
    expect(loginSchema.parse({ email: "A@B.CH", password: "x" })).toEqual({ email: "a@b.ch", password: "x", remember: false });
  });
});
