export default function FormErrorPage() {
  return <h1>FormError</h1>;
}
