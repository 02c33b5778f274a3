import type { Resolvers } from '../generated/resolvers.ts';

/** Gateway side of analytics: GraphQL's camelCase input → the GA4 parameter names the service keeps. */
export const analyticsResolvers: Resolvers = {
  Mutation: {
    async trackAnalytics(_root, { events }, { commerce }) {
      const body = {
        events: events.map((event) => ({
          name: event.name,
          params: {
            currency: 'MNT',
            ...(event.value == null ? {} : { value: event.value }),
            ...(event.searchTerm == null ? {} : { search_term: event.searchTerm }),
            ...(event.pagePath == null ? {} : { page_path: event.pagePath }),
            ...(event.itemListName == null ? {} : { item_list_name: event.itemListName }),
            ...(event.items
              ? {
                  items: event.items.map((item) => ({
                    item_id: item.itemId,
                    ...(item.itemName == null ? {} : { item_name: item.itemName }),
                    ...(item.itemBrand == null ? {} : { item_brand: item.itemBrand }),
                    ...(item.price == null ? {} : { price: item.price }),
                    ...(item.quantity == null ? {} : { quantity: item.quantity }),
                    ...(item.index == null ? {} : { index: item.index }),
                  })),
                }
              : {}),
          },
        })),
      };
      const result = await commerce.request<{ recorded: number }>({
        method: 'POST',
        path: '/api/v2/analytics/events',
        body,
      });
      return result.recorded;
    },
  },
};
