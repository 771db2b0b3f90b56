import type { Route } from "./+types/laboratory";
import { JsonLd } from "#app/components/content/json-ld.tsx";
import { BenefitsTimeline } from "#app/components/laboratory/benefits-timeline.tsx";
import { HormoneBanner } from "#app/components/laboratory/hormone-banner.tsx";
import { laboratoryJsonLd } from "#app/components/laboratory/lab-json-ld.ts";
import { LabInfo } from "#app/components/laboratory/lab-info.tsx";
import { OverviewHero } from "#app/components/laboratory/overview-hero.tsx";
import { PageTabs, type LabTab } from "#app/components/laboratory/page-tabs.tsx";
import { PreventionCards } from "#app/components/laboratory/prevention-cards.tsx";
import { ServicesTab } from "#app/components/laboratory/services-tab.tsx";
import { canonical } from "#app/lib/canonical.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";

const tabOf = (url: URL): LabTab => (url.searchParams.get("tab") === "services" ? "services" : "overview");

export function meta({ data: loaderData }: Route.MetaArgs) {
  const services = loaderData?.tab === "services";
  return [
    ...pageMeta(
      services ? "Labortests und Impfungen buchen" : "Labordiagnostik und Impfungen",
      "Bluttests, Hormonprofile, Gesundheits-Checks und Impfungen in der Apotheke am Marktplatz Basel: Preise in EUR, Termin online buchen, Ergebnisse in 24 bis 48 Stunden.",
    ),
    ...(loaderData ? [canonical(loaderData.origin, services ? "/vacinationspage?tab=services" : "/vacinationspage")] : []),
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { laboratory } = context.services;
  // Each list fails on its own: the page still renders and that list offers Try Again (spec §2).
  const [tests, packs] = await Promise.all([
    laboratory
      .listTests({})
      .then((grouped) => Object.values(grouped).flat())
      .catch((error: unknown): LabTest[] | null => {
        console.error("lab tests failed", error);
        return null;
      }),
    laboratory.listPacks({}).catch((error: unknown): AnalysisPack[] | null => {
      console.error("analysis packs failed", error);
      return null;
    }),
  ]);
  return { tab: tabOf(url), tests, packs, origin: context.publicUrl };
}

export default function Laboratory({ loaderData }: Route.ComponentProps) {
  const { tab, tests, packs, origin } = loaderData;
  return (
    <>
      <JsonLd data={laboratoryJsonLd(tests, packs, `${origin}/vacinationspage`)} />
      <PageTabs active={tab} />
      {tab === "services" ? (
        <ServicesTab tests={tests} packs={packs} />
      ) : (
        <>
          <OverviewHero />
          <HormoneBanner />
          <BenefitsTimeline />
          <PreventionCards />
          <LabInfo />
        </>
      )}
    </>
  );
}
