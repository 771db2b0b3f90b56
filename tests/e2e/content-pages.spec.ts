import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { expectNoSidewaysScroll } from "./storefront-fixtures.ts";
import { test } from "./test.ts";
import { blogArticles } from "#contracts/blog.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

type ContentPage = { path: string; title: string; h1: string; texts: string[] };

// Every content route of laboratory.md §2 / shop.md §2 with its page title, h1 and the texts that must be there.
const contentPages: ContentPage[] = [
  { path: "/aboutus", title: "Über uns", h1: "Über die Rheinbogen Apotheke", texts: ["1921", "Montag – Freitag", "08:00 – 19:30", "08:00 – 17:00", "Sonntag", "geschlossen"] },
  { path: "/jobs", title: "Offene Stellen", h1: "Offene Stellen", texts: ["Apotheker/in (ca. 60%)", "Pharma-Assistent/in (60-100%)", "sechs Wochen Ferien", pharmacy.jobsEmail] },
  { path: "/services", title: "Dienstleistungen", h1: "Unsere Dienstleistungen", texts: ["Labordiagnostik", "Impfungen", "Elektrische Milchpumpen", "Inhalationsgeräte", "Testkissen", "Kooperationen"] },
  { path: "/blogs", title: "Gesundheitsartikel", h1: "Gesundheitsartikel", texts: blogArticles.map((a) => a.category) },
  ...blogArticles.map((a) => ({ path: a.href, title: a.title, h1: a.title, texts: [a.category, "Fragen Sie unser Apothekenteam"] })),
  { path: "/faqs", title: "Häufige Fragen", h1: "Häufige Fragen", texts: ["Wann haben Sie geöffnet?", "Kann ich Produkte zurückgeben?", "Was ist eine Medikamentenanalyse?"] },
  { path: "/privacypolicy", title: "Datenschutzerklärung", h1: "Datenschutzerklärung", texts: ["nDSG", "Stand:", "cookieConsent", "token", "Ihre Rechte", "EDÖB"] },
  { path: "/payment", title: "Zahlung", h1: "Zahlung", texts: ["Bei Abholung in der Apotheke", "TWINT", "QR-Einzahlungsschein"] },
  { path: "/kids", title: "Kindergesundheit", h1: "Kindergesundheit", texts: ["Fieber und Schmerzen", "Zahnpflege"] },
  { path: "/toys", title: "Spielzeug & Baby", h1: "Spielzeug & Baby", texts: ["Babypflege", "Milchpumpe mieten"] },
  { path: "/track-order", title: "Bestellung verfolgen", h1: "Bestellung verfolgen", texts: ["Bestellnummer", "Status anzeigen", "Sendungsnummer", pharmacy.phone] },
  { path: "/return-policy", title: "Rückgaberichtlinie", h1: "Rückgaberichtlinie", texts: ["30 Tage Rückgaberecht", "Arzneimittel"] },
  { path: "/shipping", title: "Versandinformationen", h1: "Versandinformationen", texts: ["Kostenloser Versand ab CHF 50.00", "2 Werktage", "Versand nicht möglich"] },
  { path: "/vacappointment", title: "Impftermin", h1: "Impftermin vereinbaren", texts: ["Impfausweis"] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const content of contentPages) {
  test(`${content.path} answers 200 with its title, one h1, its key texts and no axe violations`, { tag: "@layout" }, async ({ page }) => {
    const response = await page.goto(content.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${content.title} | ${pharmacy.name} ${pharmacy.city}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    const main = page.getByRole("main");
    await expect(main.locator("h1")).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(content.h1);
    for (const text of content.texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the blog lists three cards that open the three articles", async ({ page }) => {
  await page.goto("/blogs");
  const main = page.getByRole("main");
  await expect(main.getByRole("article")).toHaveCount(3);
  for (const article of blogArticles) {
    const link = main.getByRole("link", { name: article.title });
    await expect(link).toHaveAttribute("href", article.href);
    const card = main.getByRole("article").filter({ has: page.getByRole("link", { name: article.title }) });
    await expect(card.getByRole("img")).toHaveAttribute("alt", article.image.alt);
    await expect(card.locator("time")).toHaveAttribute("datetime", article.date);
  }
  await main.getByRole("link", { name: blogArticles[1].title }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(blogArticles[1].href)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogArticles[1].title);
});

for (const article of blogArticles) {
  test(`article ${article.href} is substantial: 600-900 words, headings, lists and a date`, async ({ page }) => {
    await page.goto(article.href);
    const body = page.locator(".prose-shop");
    const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(900);
    expect(await body.locator("h2").count()).toBeGreaterThanOrEqual(4);
    expect(await body.locator("ul li").count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole("main").locator("time").first()).toHaveAttribute("datetime", article.date);
    await expect(page.getByRole("complementary", { name: "Beratung" }).getByRole("link", { name: pharmacy.phone })).toHaveAttribute(
      "href",
      pharmacy.phoneHref,
    );
  });
}

test("the FAQ accordion opens by keyboard and tells the 30-day return policy", async ({ page }) => {
  await page.goto("/faqs");
  const main = page.getByRole("main");
  const returns = main.getByRole("button", { name: "Kann ich Produkte zurückgeben?" });
  await expect(returns).toHaveAttribute("aria-expanded", "false");
  await expect(main.getByText("30 Tage Rückgaberecht")).toBeHidden();

  // The first key press may land before hydration; retry until the widget reacts.
  await expect(async () => {
    await returns.focus();
    await page.keyboard.press("Enter");
    await expect(returns).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();
  await expect(main.getByText("30 Tage Rückgaberecht")).toBeVisible();

  // Space closes it again; arrow keys move between the questions of a section.
  await page.keyboard.press("Space");
  await expect(returns).toHaveAttribute("aria-expanded", "false");
  const hours = main.getByRole("button", { name: "Wann haben Sie geöffnet?" });
  await hours.focus();
  await page.keyboard.press("ArrowDown");
  await expect(main.getByRole("button", { name: "Was ist eine Medikamentenanalyse?" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(hours).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(main.getByText("24 Stunden am Tag", { exact: false })).toBeVisible();
  await expect(main.getByText("Montag bis Freitag 08:00 bis 18:00", { exact: false })).toBeVisible();
});

test("the checkout and the order pages ask a guest to log in first and come back", async ({ page }) => {
  for (const path of ["/checkout", "/orders", "/orderdetailspage/00000000-0000-4000-8000-000000000000"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/loginpage?redirect=${encodeURIComponent(path)}`);
  }
});

test("pages link onwards: services to the laboratory, vaccination appointment to booking", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("main").getByRole("link", { name: "Zur Labordiagnostik" })).toHaveAttribute("href", "/vacinationspage");
  await page.goto("/vacappointment");
  await expect(page.getByRole("main").getByRole("link", { name: "Impfung auswählen" })).toHaveAttribute("href", "/vacinationspage?tab=services");
  await expect(page.getByRole("main").getByRole("link", { name: "Zur Terminbuchung" })).toHaveAttribute("href", "/appointment");
  await page.goto("/kids");
  await expect(page.getByRole("main").getByRole("link", { name: /Zahnpflege/ })).toHaveAttribute("href", /^\/products\?search=/);
});


test("about, FAQ and articles carry schema.org data for search engines", async ({ page }) => {
  const jsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  await page.goto("/aboutus");
  expect(await jsonLd()).toMatchObject({ "@type": "Pharmacy", name: pharmacy.name, telephone: pharmacy.phone });
  await page.goto("/faqs");
  const faq = await jsonLd();
  expect(faq["@type"]).toBe("FAQPage");
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(20);
  await page.goto(blogArticles[2].href);
  expect(await jsonLd()).toMatchObject({ "@type": "Article", headline: blogArticles[2].title });
});
