export default function ListingPage() {
  return <h1>Listing</h1>;
}
