import { Mail, PackageSearch, Phone } from "lucide-react";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/track-order";
import { ContentSection } from "#app/components/content/content-section.tsx";
import { InfoCard } from "#app/components/content/info-card.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { TRACK_EMPTY, trackFailure, TrackOrderForm, type TrackAnswer } from "#app/components/orders/track-order-form.tsx";
import { apiAnswer, formAnswer, postedForm, postedValues, refuseCrossSite } from "#app/lib/forms/form-action.ts";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { trackQuery, type OrderTrack } from "#contracts/orders.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { deliveryWithinText, shopTerms } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta("Bestellung verfolgen", `So verfolgen Sie Ihre Sendung der ${pharmacy.name}: Sendungsnummer der Post, E-Mail oder Telefon.`);

/** A look-up sent before the page's scripts ran (record 026): number and e-mail stay out of the address. */
export async function action({ request, context }: Route.ActionArgs): Promise<TrackAnswer> {
  refuseCrossSite(request, context.publicUrl);
  const values = postedValues(await postedForm(request), TRACK_EMPTY);
  const checked = validateForm(trackQuery, values);
  if (!checked.data) return { ...formAnswer(values, [], { errors: checked.errors }), result: null };
  const { status, body } = await apiAnswer<OrderTrack>(context, "/orders/track", { method: "GET", query: checked.data });
  if (body?.success && body.data) return { ...formAnswer(values, [], {}), result: body.data };
  return { ...formAnswer(values, [], { formError: trackFailure(status, body?.error ?? body?.message) }), result: null };
}

export default function TrackOrder() {
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="Hilfe"
        title="Bestellung verfolgen"
        lead={<p>Wo ist meine Bestellung? Mit Bestellnummer und E-Mail-Adresse sehen Sie den aktuellen Status.</p>}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 lg:px-8">
        <TrackOrderForm answer={answer} />
      </div>
      <ContentSection id="so-gehts" title="So verfolgen Sie Ihre Sendung">
        <ol className="grid gap-5 md:grid-cols-3">
          {[
            ["Versandbestätigung", `Sobald wir Ihr Paket der ${shopTerms.carrierDative} übergeben, erhalten Sie eine E-Mail mit der Sendungsnummer.`],
            ["Sendung verfolgen", "Mit der Sendungsnummer sehen Sie im Sendungsverfolgungsdienst der Post jederzeit, wo Ihr Paket gerade ist."],
            ["Zustellung", `Die meisten Pakete sind ${deliveryWithinText} bei Ihnen. Sind Sie nicht zu Hause, hinterlässt die Post eine Abholungseinladung.`],
          ].map(([title, text], index) => (
            <li key={title} className="rounded-card border border-line bg-white p-5">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand font-semibold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection id="kontakt" title="Fragen zu Ihrer Lieferung?" tinted>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <InfoCard icon={Phone} title="Telefon">
            <p>
              <a href={pharmacy.phoneHref} className="font-medium text-brand underline underline-offset-2">
                {pharmacy.phone}
              </a>
              <br />
              {pharmacy.hoursText}
            </p>
          </InfoCard>
          <InfoCard icon={Mail} title="E-Mail">
            <p>
              <a href={`mailto:${pharmacy.email}?subject=${encodeURIComponent("Frage zu meiner Bestellung")}`} className="font-medium wrap-anywhere text-brand underline underline-offset-2">
                {pharmacy.email}
              </a>
              <br />
              Bitte geben Sie Ihre Bestellnummer an.
            </p>
          </InfoCard>
          <InfoCard icon={PackageSearch} title="Versand und Rückgabe">
            <p>
              Alles zu Lieferzeiten und Kosten lesen Sie unter{" "}
              <Link to="/shipping" className="font-medium text-brand underline underline-offset-2">
                Versandinformationen
              </Link>
              , zur Rückgabe in unserer{" "}
              <Link to="/return-policy" className="font-medium text-brand underline underline-offset-2">
                Rückgaberichtlinie
              </Link>
              .
            </p>
          </InfoCard>
        </div>
      </ContentSection>
    </>
  );
}
