import { ProviderBookings } from './ProviderBookings';
import { ProviderGate } from './ProviderGate';

/** /provider-bookings: the provider's bookings and calendar; anyone else is invited to become one. */
export default function ProviderBookingsPage() {
  return (
    <ProviderGate>
      {(uid, timeZone) => <ProviderBookings uid={uid} timeZone={timeZone} />}
    </ProviderGate>
  );
}
