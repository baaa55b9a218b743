# Maneno ya skrini nyingi: jina la lugha, hesabu, pande na michezo.

count-seeds = mbegu { $count }
count-cows = ng'ombe { $count }
count-stones = { $count ->
    [one] jiwe { $count }
   *[other] mawe { $count }
}

side-south = Kusini
side-north = Kaskazini

variant-title-kete = Bao la Kete
variant-title-kimasai-relay = Bao la Kimasai (kupokezana)
variant-title-kimasai-step = Bao la Kimasai (safu nne)
variant-title-kingulu = Bao Kingulu
variant-summary-kete = Bao la Lamu: awamu mbili, kuu, kula na kupanda kutoka kichwa, hizi zetu
variant-summary-kimasai-relay = uvamizi wa ng'ombe wa Kimasai: ng'ombe wa akiba, kisha kula kuvuka mpaka
variant-summary-kimasai-step = jiwe moja moja huingia shimo tupu na kula safu nzima
variant-summary-kingulu = kupanda kwa kupokezana ubao mzima; kuweka mtoto huhifadhi shimo milele
