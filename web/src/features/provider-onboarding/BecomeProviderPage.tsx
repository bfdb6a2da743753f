// Replaced by the feature's page.
export default function BecomeProviderPage() {
  return null;
}
