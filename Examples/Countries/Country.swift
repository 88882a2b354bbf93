/// A country with its flag and capital, grouped by continent.
struct Country: Equatable {
    let name: String
    let flag: String
    let capital: String
}

struct Continent {
    let name: String
    let countries: [Country]

    static let all: [Continent] = [
        Continent(name: "Africa", countries: [
            Country(name: "Ghana", flag: "🇬🇭", capital: "Accra"), Country(name: "Kenya", flag: "🇰🇪", capital: "Nairobi"),
            Country(name: "Morocco", flag: "🇲🇦", capital: "Rabat"), Country(name: "Senegal", flag: "🇸🇳", capital: "Dakar"),
        ]),
        Continent(name: "Americas", countries: [
            Country(name: "Brazil", flag: "🇧🇷", capital: "Brasília"), Country(name: "Canada", flag: "🇨🇦", capital: "Ottawa"),
            Country(name: "Chile", flag: "🇨🇱", capital: "Santiago"), Country(name: "Mexico", flag: "🇲🇽", capital: "Mexico City"),
        ]),
        Continent(name: "Asia", countries: [
            Country(name: "India", flag: "🇮🇳", capital: "New Delhi"), Country(name: "Japan", flag: "🇯🇵", capital: "Tokyo"),
            Country(name: "Mongolia", flag: "🇲🇳", capital: "Ulaanbaatar"), Country(name: "Vietnam", flag: "🇻🇳", capital: "Hanoi"),
        ]),
        Continent(name: "Europe", countries: [
            Country(name: "Iceland", flag: "🇮🇸", capital: "Reykjavík"), Country(name: "Poland", flag: "🇵🇱", capital: "Warsaw"),
            Country(name: "Portugal", flag: "🇵🇹", capital: "Lisbon"), Country(name: "Sweden", flag: "🇸🇪", capital: "Stockholm"),
        ]),
        Continent(name: "Oceania", countries: [
            Country(name: "Australia", flag: "🇦🇺", capital: "Canberra"), Country(name: "Fiji", flag: "🇫🇯", capital: "Suva"),
            Country(name: "New Zealand", flag: "🇳🇿", capital: "Wellington"), Country(name: "Samoa", flag: "🇼🇸", capital: "Apia"),
        ]),
    ]
}
