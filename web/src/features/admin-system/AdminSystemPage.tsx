// Issue 16 placeholder: replaced by the page's owner.
export default function AdminSystemPage() {
  return null;
}
