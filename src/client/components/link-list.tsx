import type { ReactNode } from "react";
import { AppLink } from "./app-link";

/** A navigation link: a page of the site (`to`) or a section of the same page (`href`, "#features"). */
export type NavLink = { label: string } & ({ to: string } | { href: string });

interface LinkListProps {
  links: readonly NavLink[];
  className?: string;
  linkClassName: string;
  /** Called when a link is followed (a menu closes). */
  onNavigate?: () => void;
  /** Items after the links. */
  children?: ReactNode;
}

/** The links of a header, menu or footer as a list. */
export function LinkList({ links, className, linkClassName, onNavigate, children }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={"to" in link ? link.to : link.href}>
          {"to" in link ? (
            <AppLink to={link.to} className={linkClassName} onClick={onNavigate}>
              {link.label}
            </AppLink>
          ) : (
            <a href={link.href} className={linkClassName} onClick={onNavigate}>
              {link.label}
            </a>
          )}
        </li>
      ))}
      {children}
    </ul>
  );
}
