import type { ReactNode } from "react";
import { AppLink } from "./app-link";

const textLinkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

/**
 * A link inside running text. `to` is a page of this site; `href` is another website, which opens in a new tab
 * (say so in the link's words), or an e-mail address ("mailto:..."), which opens the reader's mail app.
 */
export function TextLink({ children, ...target }: { children: ReactNode } & ({ to: string } | { href: string })) {
  if ("to" in target) {
    return (
      <AppLink to={target.to} className={textLinkClass}>
        {children}
      </AppLink>
    );
  }
  if (target.href.startsWith("mailto:")) {
    return (
      <a href={target.href} className={`${textLinkClass} break-all`}>
        {children}
      </a>
    );
  }
  return (
    <a href={target.href} className={textLinkClass} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
