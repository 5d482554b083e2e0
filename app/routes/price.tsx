export default function PricePage() {
  return <h1>Price</h1>;
}
