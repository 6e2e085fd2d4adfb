import { createContext, use, type ComponentProps, type ComponentType } from "react";

/** A link to a page of this site: `to` is its address ("/auth", "/terms#cookies"). */
export type AppLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

function DocumentLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

/**
 * What follows an AppLink: an ordinary link, which loads the next page, on the public pages (they come without the
 * router's code); the router's own link, which moves without a reload, where the router app provides it
 * (app/router-navigation.tsx).
 */
export const AppLinkContext = createContext<ComponentType<AppLinkProps>>(DocumentLink);

/** A link to a page of this site, for components the public pages share with the app. */
export function AppLink(props: AppLinkProps) {
  const Link = use(AppLinkContext);
  return <Link {...props} />;
}
