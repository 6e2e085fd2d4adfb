import { Ban, DoorOpen, Home, Mail, Scale, Wallet, Wrench, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { Button } from "@client/components/ui/button";
import { formatDollars } from "@shared/florida/fees";
import { LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS } from "@shared/florida/law";

const LT = LANDLORD_TENANT;

interface Point {
  text: string;
  citation: string;
}

interface RightsCard {
  title: string;
  icon: LucideIcon;
  points: readonly Point[];
  link?: { to: string; label: string };
}

/** The plain sentence a law.ts entry carries, with its citation. */
const point = (law: { summary?: string; citation: string }): Point => ({ text: law.summary ?? "", citation: law.citation });

const CARDS: readonly RightsCard[] = [
  {
    title: "Your rights as a tenant",
    icon: Home,
    points: [
      { text: "Your landlord must go to court to make you leave.", citation: LT.evictionsHeardInCountyCourt.citation },
      { text: "You have the right to a home that is safe and in good repair.", citation: LT.landlordMaintenanceDuties.citation },
      { text: "You can complain about problems without being punished for it.", citation: LT.retaliationProhibited.citation },
      { text: "You have privacy. The landlord must give notice before coming in for repairs.", citation: LT.entryNoticeHours.citation },
    ],
  },
  {
    title: "What your landlord must do",
    icon: Wrench,
    points: [
      point(LT.landlordMaintenanceDuties),
      {
        text:
          "In a rental that is not a house or duplex, unless you agreed otherwise in writing, the landlord must also " +
          "take care of: pest control, locks and keys, clean and safe shared areas, garbage pickup, heat in winter, " +
          "running water and hot water.",
        citation: "Fla. Stat. § 83.51(2)(a)",
      },
      { text: "Tell the landlord about problems in writing, and keep a copy.", citation: LT.landlordMaintenanceDuties.citation },
    ],
  },
  {
    title: "What your landlord may not do",
    icon: Ban,
    points: [
      point(LT.selfHelpEvictionProhibited),
      point(LT.selfHelpDamagesMonthsOfRent),
      point(LT.retaliationProhibited),
    ],
  },
  {
    title: "Security deposit rules",
    icon: Wallet,
    points: [
      point(SECURITY_DEPOSIT.returnWithoutClaimDays),
      point(SECURITY_DEPOSIT.claimNoticeDays),
      point(SECURITY_DEPOSIT.missedClaimNoticeForfeitsClaim),
      {
        text:
          "Florida law does not give you double your deposit. You can sue for the amount kept wrongly, up to " +
          `${formatDollars(SMALL_CLAIMS.limitDollars.value)} in small claims court.`,
        citation: SECURITY_DEPOSIT.doubleDamages.citation,
      },
    ],
    link: { to: "/security-deposits", label: "Get your deposit back" },
  },
  {
    title: "When the landlord can come in",
    icon: DoorOpen,
    points: [
      point(LT.entryNoticeHours),
      point(LT.entryWindow),
      {
        text: "You may not refuse without a good reason when the landlord asks to come in for repairs or inspections.",
        citation: "Fla. Stat. § 83.53(1)",
      },
    ],
  },
  {
    title: "Attorney fees and court costs",
    icon: Scale,
    points: [
      point(LT.prevailingPartyFeesNotWaivable),
      {
        text: "This works both ways: if you lose, you may have to pay the other side's costs and fees.",
        citation: LT.prevailingPartyFeesNotWaivable.citation,
      },
    ],
  },
  {
    title: "Notices by e-mail",
    icon: Mail,
    points: [point(LT.emailNoticeNeedsSignedAddendum), point(LT.noticeDeliveryMethods)],
  },
];

export function KnowYourRights() {
  return (
    <>
      <p className="text-base text-slate-800">
        These rules apply to most homes rented in Florida. A lease cannot take away the rights the law gives you.{" "}
        <Citation>Fla. Stat. § 83.47</Citation>
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {CARDS.map((card) => (
          <li key={card.title}>
            <InfoCard title={card.title} icon={card.icon}>
              <ul>
                {card.points.map((p) => (
                  <li key={p.text}>
                    {p.text} <Citation>{p.citation}</Citation>
                  </li>
                ))}
              </ul>
              {card.link && (
                <Button asChild className="mt-2 w-fit">
                  <Link to={card.link.to}>{card.link.label}</Link>
                </Button>
              )}
            </InfoCard>
          </li>
        ))}
      </ul>
    </>
  );
}
