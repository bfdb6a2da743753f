// Replaced by the feature's page.
export default function RecommendationsPage() {
  return null;
}
