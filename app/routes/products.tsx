export default function ProductsPage() {
  return <h1>Products</h1>;
}
