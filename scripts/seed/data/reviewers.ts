// Demo seed data: customers who leave the seeded reviews.
import type { CountryCode } from '../../../domain/src';

export interface SeedReviewer {
  id: string;
  firstName: string;
  lastName: string;
  city: string;
  country: CountryCode;
}

export const SEED_REVIEWERS: SeedReviewer[] = [
  {
    id: 'seed-customer-01',
    firstName: 'Aminata',
    lastName: 'Koné',
    city: 'Abidjan',
    country: 'CI',
  },
  { id: 'seed-customer-02', firstName: 'Moussa', lastName: 'Diop', city: 'Dakar', country: 'SN' },
  {
    id: 'seed-customer-03',
    firstName: 'Christelle',
    lastName: 'Ngo Mbarga',
    city: 'Douala',
    country: 'CM',
  },
  {
    id: 'seed-customer-04',
    firstName: 'Chinedu',
    lastName: 'Okafor',
    city: 'Lagos',
    country: 'NG',
  },
  { id: 'seed-customer-05', firstName: 'Akosua', lastName: 'Mensah', city: 'Accra', country: 'GH' },
  {
    id: 'seed-customer-06',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    city: 'Nairobi',
    country: 'KE',
  },
  {
    id: 'seed-customer-07',
    firstName: 'Baraka',
    lastName: 'Mwakyusa',
    city: 'Dar es Salaam',
    country: 'TZ',
  },
  {
    id: 'seed-customer-08',
    firstName: 'Thandiwe',
    lastName: 'Dlamini',
    city: 'Johannesburg',
    country: 'ZA',
  },
  {
    id: 'seed-customer-09',
    firstName: 'Hamza',
    lastName: 'El Amrani',
    city: 'Casablanca',
    country: 'MA',
  },
  { id: 'seed-customer-10', firstName: 'Lamia', lastName: 'Boudiaf', city: 'Alger', country: 'DZ' },
  {
    id: 'seed-customer-11',
    firstName: 'Sami',
    lastName: 'Ben Salah',
    city: 'Tunis',
    country: 'TN',
  },
  { id: 'seed-customer-12', firstName: 'Nour', lastName: 'El-Sayed', city: 'Cairo', country: 'EG' },
];
