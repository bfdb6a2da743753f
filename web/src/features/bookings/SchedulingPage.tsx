// Placeholder the lead created so the route table compiles; the helper owning this feature replaces it.
export default function SchedulingPage() {
  return null;
}
