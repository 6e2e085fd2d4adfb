import { lazy, Suspense, useRef } from "react";
import { usePageAddress } from "@client/components/page-address";
import { DeclinedNotice, LegalNoticeBanner } from "./disclaimer-notices";
import { readAccepted, useDisclaimer } from "./use-disclaimer";

/**
 * Loaded only when the disclaimer must be shown, so returning visitors do not download the dialog code. A first-time
 * visitor's copy starts loading with this code instead of after its first render.
 */
const loadDisclaimerDialog = () => import("./disclaimer-dialog").then((m) => ({ default: m.DisclaimerDialog }));
if (!readAccepted()) void loadDisclaimerDialog();
const DisclaimerDialog = lazy(loadDisclaimerDialog);

/**
 * The disclaimer: the dialog for a visitor who has not answered, the legal notice
 * banner once she accepted, a notice to read it again after she declined. Nothing in the pre-rendered page.
 */
export function LandingDisclaimer() {
  const { status, accept, decline, reopen } = useDisclaimer();
  const address = usePageAddress();
  const declinedNoticeRef = useRef<HTMLParagraphElement>(null);

  const handleDecline = () => {
    decline();
    // The spec sends a visitor who declines to "/": drop any #section so they start from the top.
    if (address.hash) address.clearHash();
  };

  return (
    <>
      {status === "accepted" && <LegalNoticeBanner />}
      {status === "declined" && <DeclinedNotice onReview={reopen} focusRef={declinedNoticeRef} />}
      {(status === "unanswered" || status === "declined") && (
        <Suspense fallback={null}>
          <DisclaimerDialog
            open={status === "unanswered"}
            onAccept={accept}
            onDecline={handleDecline}
            onClosed={() => declinedNoticeRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
