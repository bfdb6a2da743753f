// Demo seed data: customers who leave the seeded reviews, with a mix of profile visibilities
// so that the reviews show all three kinds of author name ("Awa D.", "A. D.", "Client vérifié").
import type { CountryCode, UserSettings } from '../../../domain/src';

export interface SeedReviewer {
  id: string;
  firstName: string;
  lastName: string;
  city: string;
  country: CountryCode;
  profileVisibility: UserSettings['profileVisibility'];
}

export const SEED_REVIEWERS: SeedReviewer[] = [
  {
    id: 'seed-customer-01',
    firstName: 'Aminata',
    lastName: 'Koné',
    city: 'Abidjan',
    country: 'CI',
    profileVisibility: 'public',
  },
  {
    id: 'seed-customer-02',
    firstName: 'Moussa',
    lastName: 'Diop',
    city: 'Dakar',
    country: 'SN',
    profileVisibility: 'contacts',
  },
  {
    id: 'seed-customer-03',
    firstName: 'Christelle',
    lastName: 'Ngo Mbarga',
    city: 'Douala',
    country: 'CM',
    profileVisibility: 'private',
  },
  {
    id: 'seed-customer-04',
    firstName: 'Chinedu',
    lastName: 'Okafor',
    city: 'Lagos',
    country: 'NG',
    profileVisibility: 'public',
  },
  {
    id: 'seed-customer-05',
    firstName: 'Akosua',
    lastName: 'Mensah',
    city: 'Accra',
    country: 'GH',
    profileVisibility: 'contacts',
  },
  {
    id: 'seed-customer-06',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    city: 'Nairobi',
    country: 'KE',
    profileVisibility: 'public',
  },
  {
    id: 'seed-customer-07',
    firstName: 'Baraka',
    lastName: 'Mwakyusa',
    city: 'Dar es Salaam',
    country: 'TZ',
    profileVisibility: 'private',
  },
  {
    id: 'seed-customer-08',
    firstName: 'Thandiwe',
    lastName: 'Dlamini',
    city: 'Johannesburg',
    country: 'ZA',
    profileVisibility: 'contacts',
  },
  {
    id: 'seed-customer-09',
    firstName: 'Hamza',
    lastName: 'El Amrani',
    city: 'Casablanca',
    country: 'MA',
    profileVisibility: 'public',
  },
  {
    id: 'seed-customer-10',
    firstName: 'Lamia',
    lastName: 'Boudiaf',
    city: 'Alger',
    country: 'DZ',
    profileVisibility: 'private',
  },
  {
    id: 'seed-customer-11',
    firstName: 'Sami',
    lastName: 'Ben Salah',
    city: 'Tunis',
    country: 'TN',
    profileVisibility: 'contacts',
  },
  {
    id: 'seed-customer-12',
    firstName: 'Nour',
    lastName: 'El-Sayed',
    city: 'Cairo',
    country: 'EG',
    profileVisibility: 'public',
  },
];
