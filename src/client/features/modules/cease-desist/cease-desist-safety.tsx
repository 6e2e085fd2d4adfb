import { Phone, ShieldAlert } from "lucide-react";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { Button } from "@client/components/ui/button";

const PHONE_LINES = [
  { href: "tel:911", label: "Call 911" },
  { href: "tel:18005001119", label: "Florida Domestic Violence Hotline: 1-800-500-1119" },
] as const;

/** If you are in danger: call, and know that a judge's protection (an injunction) is free. */
export function SafetyFirst() {
  return (
    <>
      <Callout tone="warning" title="Are you in danger? Your safety comes first.">
        <p>
          If someone threatens you or you feel unsafe right now, call 911. A letter cannot protect you. Do not meet the
          person to hand them a letter.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {PHONE_LINES.map((line) => (
            <Button key={line.href} asChild variant="outline">
              <a href={line.href}>
                <Phone aria-hidden="true" />
                {line.label}
              </a>
            </Button>
          ))}
        </div>
      </Callout>

      <InfoCard title="A judge can order them to stay away, for free" icon={ShieldAlert}>
        <p>
          A court order called an <strong>injunction for protection</strong> can order a person to stop contacting you
          and stay away. Florida has several kinds:
        </p>
        <ul>
          <li>
            Domestic violence, by a family or household member. <Citation>Fla. Stat. § 741.30</Citation>
          </li>
          <li>
            Stalking or cyberstalking, by anyone. <Citation>Fla. Stat. § 784.0485</Citation>
          </li>
          <li>
            Repeat violence, dating violence or sexual violence. <Citation>Fla. Stat. § 784.046</Citation>
          </li>
        </ul>
        <p>
          There is no fee to file for these injunctions. <Citation>Fla. Stat. § 741.30(2)</Citation>{" "}
          <Citation>Fla. Stat. § 784.0485(2)</Citation> <Citation>Fla. Stat. § 784.046(3)</Citation>
        </p>
        <p>
          You do not need a lawyer. The clerk of court&rsquo;s office gives you the forms and helps you fill them in, but
          cannot give legal advice. <Citation>Fla. Stat. § 741.30(1)-(2)</Citation>{" "}
          <Citation>Fla. Stat. § 784.0485(1)-(2)</Citation>
        </p>
        <p>
          Breaking an injunction is a crime, and the police can enforce it. <Citation>Fla. Stat. § 741.31</Citation>{" "}
          <Citation>Fla. Stat. § 784.0487</Citation>
        </p>
      </InfoCard>
    </>
  );
}
