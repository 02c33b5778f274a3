/** The slug of the catalog's first product, asked of a running shop: the product page the page benches load. */
export async function firstProductSlug(serverUrl: string): Promise<string> {
  const answer = (await (
    await fetch(`${serverUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(perPage: 1) { items { slug } } }' }),
    })
  ).json()) as { data: { products: { items: { slug: string }[] } } };
  return answer.data.products.items[0]?.slug ?? 'missing';
}
