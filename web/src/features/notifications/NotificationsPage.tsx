// Placeholder registered by the lead (issue 14); its helper replaces this file.
export default function NotificationsPage() {
  return null;
}
