// Placeholder of the issue-15 contract: replaced by its implementation.
export default function Placeholder() {
  return null;
}
