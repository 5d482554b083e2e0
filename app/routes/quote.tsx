export default function QuotePage() {
  return <h1>Quote</h1>;
}
