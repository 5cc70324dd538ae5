/** The sell-out forecast on an event's admin card (issue 46). */
export const ownerForecastEn = {
  heading: 'Sell-out forecast',
  loading: 'Reading how past sales filled…',
  failed: 'The forecast could not be read.',
  retry: 'Try again',
  sellOutAt: 'Sells out around {{time}}',
  range: 'Likely between {{earliest}} and {{latest}}',
  afterSaleEnds: 'At this pace it will not sell out before the sale ends ({{time}}).',
  pastError: 'On past events the forecast was off by {{hours}} hours (the median of {{count}} sales).',
  pastErrorNone: 'Too few past sales yet to say how far off the forecast is.',
  soldOut: 'Sold out at {{time}}.',
  closed: 'The sale is over: {{units}} of {{capacity}} slots sold.',
  notOpen: 'The sale has not opened yet: no forecast until it does.',
  tooLittle: {
    fewSoldOutSales: 'No forecast yet: it needs at least {{min}} past sales that sold out, and there are {{count}}.',
    fewUnitsSoFar: 'No forecast yet: it needs at least {{min}} slots sold in this sale, and {{units}} are.',
  },
  basis: {
    show: 'What this is made of',
    sold: '{{units}} of {{capacity}} slots sold in {{hours}} hours since the sale opened ({{opened}}).',
    compared:
      'Compared with {{count}} past sales that sold out: how long each took to sell out after it had sold the same share, stretched or shrunk by this sale’s pace. A sale on the same weekday counts double, one opened a similar number of days before its event counts more.',
    range: 'The time shown is the middle of those answers; the range holds their middle 80%.',
    backtest:
      'How far off: each past sale that sold out was forecast from the others when it was half sold, and compared with when it really sold out.',
  },
  plan: {
    heading: 'What past sales suggest',
    capacity: 'Capacity: {{capacity}} slots',
    openAt: 'Open the sale on {{time}}, {{days}} days before the event',
    mostSoldOut:
      '{{soldOut}} of the last {{count}} sales sold out: their usual capacity and a tenth more, rounded up to 5.',
    mostLeftOver: 'Only {{soldOut}} of the last {{count}} sales sold out: what they usually sold, rounded up to 5.',
    opening: 'The sales that sold out opened this many days ahead, at this time of day (their median).',
  },
};
