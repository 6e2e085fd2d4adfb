import { useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactElement, type Ref } from "react";
import { loadNow, useLoaded, type OnDemand } from "../on-demand";

/** A menu loaded on first use renders its trigger (the button it is given) and its items, open at first if asked. */
export interface LoadedMenuProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

/** What the plain button is given until the menu is in: the handlers that load (and open) it. */
export interface MenuButtonProps {
  ref?: Ref<HTMLButtonElement>;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onClick?: () => void;
}

/** The keys that open a menu from its button (as Radix's trigger does). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

/**
 * A menu whose code loads on first use: until then its button is a plain one, in the same place and with the same
 * look. Pointing at it or focusing it loads the menu; a press (pointer down, Enter, Space, ArrowDown, a click from
 * assistive technology) also opens it once it is in, so the first tap is not lost. The loaded menu's button takes the
 * plain one's place, and keeps the focus if the plain one had it.
 */
export function MenuOnFirstUse({
  menu,
  button,
}: {
  menu: OnDemand<ComponentType<LoadedMenuProps>>;
  button: (props: MenuButtonProps) => ReactElement;
}) {
  const Menu = useLoaded(menu);
  const [opening, setOpening] = useState(false);
  const [focused, setFocused] = useState(false);
  if (Menu) return <Menu defaultOpen={opening} trigger={button(focused ? { ref: focusOnMount } : {})} />;
  const open = () => {
    setOpening(true);
    loadNow(menu);
  };
  return button({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: () => loadNow(menu),
    onFocus: () => {
      setFocused(true);
      loadNow(menu);
    },
    onBlur: () => setFocused(false),
    onPointerDown: (event) => event.button === 0 && !event.ctrlKey && open(),
    onKeyDown: (event) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
    onClick: open,
  });
}
