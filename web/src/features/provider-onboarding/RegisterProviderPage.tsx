// Replaced by the feature's page.
export default function RegisterProviderPage() {
  return null;
}
