export default function ThankYouPage() {
  return <h1>ThankYou</h1>;
}
