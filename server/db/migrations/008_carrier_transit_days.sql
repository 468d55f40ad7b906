-- How many working days each carrier takes to each zone, so the checkout can show an expected delivery date
-- range ("Thu 26 Nov – Mon 30 Nov") instead of a speed in words. Filled here for databases seeded before; the
-- seeder writes them for new ones (server/db/seed/data/carriers.ts).
alter table carrier_zone_prices add column min_days integer, add column max_days integer;

update carrier_zone_prices zp
   set min_days = d.min_days, max_days = d.max_days
  from (values
    ('standard', 'IT', 2, 3), ('standard', 'EU', 3, 6), ('standard', 'EUROPE_NON_EU', 3, 6), ('standard', 'WORLD', 6, 12),
    ('express', 'IT', 1, 1), ('express', 'EU', 1, 2), ('express', 'EUROPE_NON_EU', 1, 2),
    ('pickup', 'IT', 3, 5), ('pickup', 'EU', 3, 5),
    ('economy', 'EU', 7, 15), ('economy', 'EUROPE_NON_EU', 7, 15), ('economy', 'WORLD', 7, 15)
  ) as d (carrier_key, zone, min_days, max_days)
  join carriers c on c.carrier_key = d.carrier_key
 where zp.id_carrier = c.id_carrier and zp.zone = d.zone;
