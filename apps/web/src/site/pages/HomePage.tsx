import { brand } from '@vitrine/shared/brand';

export default function HomePage() {
  return (
    <main>
      <h1>{brand.companyName}</h1>
    </main>
  );
}
