export default function CareerPage() {
  return <h1>Career</h1>;
}
