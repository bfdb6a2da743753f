// Replaced by the feature's page.
export default function ProviderProfilePage() {
  return null;
}
