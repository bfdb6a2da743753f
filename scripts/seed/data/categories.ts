// Demo seed data: the 8 service categories, in display order.
import type { LocalizedText } from '../../../domain/src';

export interface SeedCategory {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  icon: string;
  order: number;
  active: boolean;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'plumbing',
    name: { fr: 'Plomberie', en: 'Plumbing' },
    description: {
      fr: 'Fuites, débouchage, chauffe-eau, pompes et installation de sanitaires.',
      en: 'Leaks, blocked drains, water heaters, pumps and bathroom fittings.',
    },
    icon: 'plumbing',
    order: 0,
    active: true,
  },
  {
    slug: 'electricity',
    name: { fr: 'Électricité', en: 'Electricity' },
    description: {
      fr: 'Dépannage, câblage, tableaux électriques, éclairage et kits solaires.',
      en: 'Fault repair, wiring, fuse boards, lighting and solar kits.',
    },
    icon: 'electrical_services',
    order: 1,
    active: true,
  },
  {
    slug: 'cleaning',
    name: { fr: 'Nettoyage', en: 'Cleaning' },
    description: {
      fr: 'Ménage à domicile, nettoyage de bureaux et grand nettoyage après travaux.',
      en: 'Home cleaning, office cleaning and deep cleaning after building work.',
    },
    icon: 'cleaning_services',
    order: 2,
    active: true,
  },
  {
    slug: 'informatique',
    name: { fr: 'Informatique', en: 'IT services' },
    description: {
      fr: "Réparation d'ordinateurs, réseaux Wi-Fi, sauvegardes et assistance aux entreprises.",
      en: 'Computer repair, Wi-Fi networks, backups and support for businesses.',
    },
    icon: 'computer',
    order: 3,
    active: true,
  },
  {
    slug: 'painting',
    name: { fr: 'Peinture', en: 'Painting' },
    description: {
      fr: 'Peinture intérieure et extérieure, enduits, façades et finitions décoratives.',
      en: 'Interior and exterior painting, plastering, façades and decorative finishes.',
    },
    icon: 'format_paint',
    order: 4,
    active: true,
  },
  {
    slug: 'carpentry',
    name: { fr: 'Menuiserie', en: 'Carpentry' },
    description: {
      fr: 'Portes, placards, cuisines et meubles sur mesure, pose et réparations.',
      en: 'Made-to-measure doors, wardrobes, kitchens and furniture, fitting and repairs.',
    },
    icon: 'carpenter',
    order: 5,
    active: true,
  },
  {
    slug: 'air-conditioning',
    name: { fr: 'Climatisation', en: 'Air conditioning' },
    description: {
      fr: 'Installation, entretien et recharge de gaz des climatiseurs et appareils de froid.',
      en: 'Installation, servicing and gas refills for air conditioners and refrigeration units.',
    },
    icon: 'ac_unit',
    order: 6,
    active: true,
  },
  {
    slug: 'gardening',
    name: { fr: 'Jardinage', en: 'Gardening' },
    description: {
      fr: 'Tonte, taille de haies, débroussaillage et aménagement de jardins.',
      en: 'Lawn mowing, hedge trimming, land clearing and garden design.',
    },
    icon: 'yard',
    order: 7,
    active: true,
  },
];
