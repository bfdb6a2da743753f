import { distanceKm, type LatLng } from './geo';
import { QUOTE_LIMITS } from './quote-constants';

/** A provider the api may send an open request to (read from `providers/{uid}`). */
export interface QuoteCandidate {
  id: string;
  verified: boolean;
  rating: number;
  reviewCount: number;
  city: string;
  geo: LatLng | null;
}

const sameCity = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'fr', { sensitivity: 'base' }) === 0;

/**
 * The providers an open request goes to (issue 12 §2): those of the category within
 * `matchRadiusKm` of the job (or in the same city when either has no position), verified
 * first, then the better rated, then the nearer; at most `QUOTE_LIMITS.recipients`. Never the
 * customer themself.
 */
export function chooseQuoteRecipients(
  candidates: readonly QuoteCandidate[],
  job: { city: string; geo: LatLng | null },
  customerId: string,
  limit: number = QUOTE_LIMITS.recipients,
): string[] {
  const reachable = candidates
    .filter((candidate) => candidate.id !== customerId)
    .map((candidate) => ({
      candidate,
      km: candidate.geo && job.geo ? distanceKm(candidate.geo, job.geo) : null,
    }))
    .filter(({ candidate, km }) =>
      km === null ? sameCity(candidate.city, job.city) : km <= QUOTE_LIMITS.matchRadiusKm,
    );
  reachable.sort(
    (a, b) =>
      Number(b.candidate.verified) - Number(a.candidate.verified) ||
      b.candidate.rating - a.candidate.rating ||
      b.candidate.reviewCount - a.candidate.reviewCount ||
      (a.km ?? QUOTE_LIMITS.matchRadiusKm) - (b.km ?? QUOTE_LIMITS.matchRadiusKm) ||
      a.candidate.id.localeCompare(b.candidate.id),
  );
  return reachable.slice(0, limit).map(({ candidate }) => candidate.id);
}
