export default function ProductPage() {
  return <h1>Product</h1>;
}
