# Words many screens share: the language's own name, counts, sides and the games.
# dynamic: variant-title-
# dynamic: variant-summary-

count-seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
count-cows = { $count ->
    [one] { $count } cow
   *[other] { $count } cows
}
count-stones = { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}

side-south = South
side-north = North

variant-title-kete = Bao la Kete
variant-title-kimasai-relay = Bao la Kimasai (relay)
variant-title-kimasai-step = Bao la Kimasai (four rows)
variant-title-kingulu = Bao Kingulu
variant-summary-kete = Lamu Bao: two stages, the kuu, captures sown from the kichwa, hizi zetu
variant-summary-kimasai-relay = Maasai cattle raiding: reserve cows, then captures across the border
variant-summary-kimasai-step = single stones step into empty holes and capture whole files
variant-summary-kingulu = relay sowing round the whole board; kuweka mtoto reserves a hole for good
