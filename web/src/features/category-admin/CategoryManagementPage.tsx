// Replaced by the feature's page.
export default function CategoryManagementPage() {
  return null;
}
