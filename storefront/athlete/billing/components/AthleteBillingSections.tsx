/** The athlete's part of the profile page (loaded lazily by storefront/auth/profile): saved cards and purchases. */
import { PurchasesSection } from './PurchasesSection';
import { SavedCardsSection } from './SavedCardsSection';

export default function AthleteBillingSections() {
  return (
    <>
      <SavedCardsSection />
      <PurchasesSection />
    </>
  );
}
